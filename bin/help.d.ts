/** What `kontor <argv>` answers without running a command, with its exit code; undefined when argv names a command to run. */
export function answerOf(argv: string[]): { stdout: string; stderr: string; code: number } | undefined;
