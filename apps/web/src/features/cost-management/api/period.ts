import type { COST_PERIODS } from '@bodega/domain';

export type CostPeriod = (typeof COST_PERIODS)[number];
