export declare const LOCAL_CONTROL: Readonly<Record<string, string>>;
