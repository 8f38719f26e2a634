export declare const FAKE_TOKEN: string;
export declare const REPOSITORY: { owner: string; name: string; branch: string };
export declare function previewEnv(siteUrl: string): Record<string, string>;
