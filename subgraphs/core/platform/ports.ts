/**
 * What one module puts into a registry another part of the platform owns: a referrer of its
 * records, a handler of its changes, the provider of a port. Modules list their registrations
 * in their descriptor (modules.ts); the platform installs them once per process at start-up.
 */
export interface Registration {
  /** What it fills, for messages: "core.locations", "account referrer accounting.items". */
  readonly name: string;
  install(): void;
}

/**
 * A function a lower module needs from an upper one it may not import (DESIGN.md §3: modules
 * depend on each other in one direction). The lower module declares the port and calls it;
 * the upper one provides it in its descriptor's hooks. Exactly one provider per process.
 */
export class Port<F extends (...args: never[]) => unknown> {
  private provided?: F;

  /** `name` reads `<owner>.<what>` ("core.locations"). */
  constructor(readonly name: string) {}

  /** The registration a module lists among its hooks to provide this port. */
  provider(implementation: F): Registration {
    return {
      name: this.name,
      install: () => {
        if (this.provided) throw new Error(`${this.name} is provided twice`);
        this.provided = implementation;
      },
    };
  }

  /** The provided function; throws when no installed module provides it. */
  get call(): F {
    if (!this.provided) throw new Error(`nothing provides ${this.name}: is the module that does listed in subgraphs/index.ts?`);
    return this.provided;
  }
}
