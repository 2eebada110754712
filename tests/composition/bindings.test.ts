import { Container } from 'inversify';
import { expect, test } from 'vitest';
import { token } from '@/application/token';
import { bindClass } from '@/composition/bindings';

const GREETING = token<string>('greeting');
const FAREWELL = token<string>('farewell');
const SPEAKER = token<Speaker>('speaker');

class Speaker {
  constructor(readonly line: string) {}
}

/** A container with both lines bound, and Speaker bound with the line its tokens name. */
function speakerWith(line: typeof GREETING) {
  const container = new Container();
  container.bind(GREETING).toConstantValue('Hello');
  container.bind(FAREWELL).toConstantValue('Goodbye');
  bindClass(container.bind.bind(container), SPEAKER, Speaker, [line]);
  return container;
}

test('a class bound again with the same tokens builds as before, in every container', () => {
  expect(speakerWith(GREETING).get<Speaker>(SPEAKER).line).toBe('Hello');
  expect(speakerWith(GREETING).get<Speaker>(SPEAKER).line).toBe('Hello');
});

test('a class bound again with other tokens is refused, not built with the first ones', () => {
  // Inversify keeps one set of parameter tokens per class for the whole process: the second would be ignored.
  expect(() => speakerWith(FAREWELL)).toThrow(
    'Speaker is already bound with [Symbol(greeting)]: binding it with [Symbol(farewell)] would build it with the first',
  );
});
