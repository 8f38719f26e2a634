export declare const candidates: string[];
export declare function findChromium(): string | undefined;
export declare const chromePath: string;
export declare const chromeFlags: string[];
