export declare const HEADLESS_CHROMIUM_ARGS: readonly string[];
