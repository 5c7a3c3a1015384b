/**
 * The time every service and job asks for "now". Production runs on the system clock; tests
 * pass a ManualClock to the platform and move it, so schedules (recurring profiles, due
 * dates, reminders, expiries) are driven without sleeping. Never call Date.now() or SQL
 * now() for a business decision: ask the clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }

  advanceDays(days: number): void {
    this.advance(days * 24 * 60 * 60 * 1000);
  }
}
