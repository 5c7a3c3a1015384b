import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Prints the ten test files that took longest (import, hooks and tests) after each pass; every file with SLOWEST_FILES=all. */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules.map((module) => {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      return { file: relative(process.cwd(), module.moduleId), seconds: (collectDuration + setupDuration + duration) / 1000 };
    });
    timed.sort((a, b) => b.seconds - a.seconds);
    console.log('\nSlowest test files (import, hooks and tests):');
    for (const { file, seconds } of process.env.SLOWEST_FILES === 'all' ? timed : timed.slice(0, 10))
      console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
  }
}
