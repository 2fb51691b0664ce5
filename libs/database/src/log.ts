/** Where diagnostics go. Never stdout: the CLI prints exactly one JSON document there. */
export type Log = (message: string) => void;

export const logToStderr: Log = (message) => {
  process.stderr.write(`${message}\n`);
};
