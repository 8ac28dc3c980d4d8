/** Types of scripts/patch-dependencies.mjs (ADR 082) for the tests that import it. */
export declare const PATCHES: readonly { name: string; file: string; find: string; replace: string; prepend?: { find: string; text: string } }[];
export declare function patchDependencies(options?: { check?: boolean; root?: string }): string[];
