import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that start other processes (the command line, the distributed cluster, a crash) or a
 * browser take a minute or more each: they start first, so that the two workers end together
 * rather than one waiting on them at the end. Vitest's own order (longest first by the last run's
 * durations, or larger files first on a fresh clone) orders the rest.
 */
const STARTS_PROCESSES = [/^test\/cli\//, /^test\/distributed\//, /-crash\.test\.ts$/, /-browser\.test\.ts$/];

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = (spec: TestSpecification) => STARTS_PROCESSES.some((pattern) => pattern.test(relative(spec.project.config.root, spec.moduleId)));
    return [...sorted.filter(heavy), ...sorted.filter((spec) => !heavy(spec))];
  }
}
