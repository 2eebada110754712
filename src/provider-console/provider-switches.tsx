// The provider's two fault switches: out of reach, and refusing requests as too many.

/** Each switch: its label, and what the provider does while it is on and while it is off. */
const SWITCHES = {
  unreachable: {
    label: 'Unreachable',
    on: 'On: every request fails as on a network failure.',
    off: 'Off: requests reach the provider.',
  },
  throttled: {
    label: 'Answer too-many-requests',
    on: 'On: every sign-in and registration is refused as too many requests.',
    off: 'Off: requests are answered as usual.',
  },
} as const;

export type SwitchName = keyof typeof SWITCHES;

interface Props {
  readonly state: Readonly<Record<SwitchName, boolean>>;
  readonly onToggle: (name: SwitchName, on: boolean) => void;
}

/** Labelled switches (checkboxes with the switch role), each with its current effect in words. */
export function ProviderSwitches({ state, onToggle }: Props) {
  return (
    <ul className="console__switches">
      {(Object.keys(SWITCHES) as SwitchName[]).map((name) => {
        const { label, on, off } = SWITCHES[name];
        const id = `switch-${name}`;
        return (
          <li key={name} className="console__switch">
            <input
              type="checkbox"
              role="switch"
              id={id}
              checked={state[name]}
              aria-describedby={`${id}-effect`}
              onChange={(event) => onToggle(name, event.target.checked)}
            />
            <label htmlFor={id}>{label}</label>
            <span id={`${id}-effect`} className="console__effect">
              {state[name] ? on : off}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
