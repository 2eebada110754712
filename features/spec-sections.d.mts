export declare const SPECIFICATION: string;
export declare const SPEC_SECTIONS: ReadonlyArray<{ tag: string; title: string; reason?: string; note?: string }>;
