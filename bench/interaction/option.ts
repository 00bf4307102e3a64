/** The value of `--<name>=<value>` on the benchmark's command line, if given. */
export const option = (name: string): string | undefined =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
