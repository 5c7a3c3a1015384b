/** bin/bundle.js: the URL of `entry` bundled by esbuild, built now unless a current build is kept. */
export function bundled(entry: string, options?: { root?: string; cacheDir?: string }): Promise<string>;
