/**
 * Folders of third-party source kept as it came (with its own package.json, lockfile and node_modules): the project's
 * checks of its own code (imports, declared packages) skip them. biome.json and tsconfig.json name them too.
 */
export const astrowindFolder = "bench/astrowind";

export const vendoredFolders = [astrowindFolder] as const;
