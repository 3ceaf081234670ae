import { abcOptimized } from './abc-optimized';
import { chaoticControlled } from './chaotic-controlled';
import { fifoOptimized } from './fifo-optimized';
import { spaceOptimized } from './space-optimized';
import type { StorageStrategy, StrategyFn } from './types';
import { zoneDedicated } from './zone-dedicated';

export const STRATEGIES: Record<StorageStrategy, StrategyFn> = {
  abc_optimized: abcOptimized,
  chaotic_controlled: chaoticControlled,
  zone_dedicated: zoneDedicated,
  fifo_optimized: fifoOptimized,
  space_optimized: spaceOptimized,
};

export { unitsThatFit } from './capacity';
export type * from './types';
