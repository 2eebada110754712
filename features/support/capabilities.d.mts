export declare function unavailableNeeds(run: { engine: string; remote: boolean }): Record<string, string>;
