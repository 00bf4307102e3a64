/**
 * A reading of content files made once per folder: every page's loader asks for the same files, and a build reads each
 * once. Keyed by the folder, as the build and the server read the working folder and tests read copies of it.
 */
export const readOncePer = <T>(folder: () => string, read: (folder: string) => T): (() => T) => {
  const readings = new Map<string, T>();
  return () => {
    const key = folder();
    if (!readings.has(key)) readings.set(key, read(key));
    return readings.get(key) as T;
  };
};

/** The project's folder, where the build and the server run. */
export const projectFolder = (): string => process.cwd();
