#!/usr/bin/env node
// The platform is TypeScript run through tsx's loader, so a clone works after `npm install`
// with no build step.
import { register } from 'tsx/esm/api';

register();
await import('../gateway/process/cli.ts');
