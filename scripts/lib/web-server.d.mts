/** Types for web-server.mjs, which TypeScript harnesses (e2e, bench) import. */
export declare const WEB_DIR: string;
export declare function webServerArgs(options: { port: number | string; dev?: boolean }): string[];
