// Runs only the GS1 parsing benchmark: node_modules/.bin/tsx bench/run-gs1.ts
import { run } from './gs1-parse.bench';
import { printTable } from './lib/table';

printTable(await run());
