export declare const PAGE_PATHS: string[];
export type BuiltPage = { path: string; file: string; notFound: boolean };
export declare function builtPages(dir: string): BuiltPage[];
