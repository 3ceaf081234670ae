import { z } from 'zod';

/**
 * Wave picking responses: the server's route schemas and the web's
 * types come from here.
 */

export const WAVE_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const WAVE_STATUS_LABELS: Record<(typeof WAVE_STATUSES)[number], string> = {
  pending: 'Pendiente',
  in_progress: 'En Progreso',
  completed: 'Completada',
  cancelled: 'Cancelada',
};

export const waveSettingsResponseSchema = z.object({
  max_orders_per_wave: z.number(),
  max_locations_per_wave: z.number(),
  max_items_per_wave: z.number(),
  updated_at: z.string(),
});
export type WaveSettingsResponse = z.infer<typeof waveSettingsResponseSchema>;

/** An order offered for a wave (pending or assigned, in no open wave). */
export const waveOrderOptionSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  customer: z.object({ name: z.string() }).nullable(),
  status: z.string(),
  priority: z.number(),
  required_date: z.string().nullable(),
  total_items: z.number(),
});
export type WaveOrderOption = z.infer<typeof waveOrderOptionSchema>;

export const waveTaskSchema = z.object({
  picking_list_id: z.number(),
  list_number: z.string(),
  order_ids: z.array(z.number()),
  total_items: z.number(),
  total_locations: z.number(),
  estimated_time: z.number(),
  total_distance: z.number().nullable(),
});

/** Wave result. */
/** An order the wave took with only part of its units reserved. */
export const wavePartialOrderSchema = z.object({
  order_id: z.number(),
  order_number: z.string(),
  requested: z.number(),
  allocated: z.number(),
});

export const waveResultSchema = z.object({
  wave_id: z.number(),
  name: z.string(),
  status: z.string(),
  total_orders: z.number(),
  wave_groups: z.number(),
  estimated_total_time: z.number(),
  tasks: z.array(waveTaskSchema),
  /** Orders allocated in part, with allocated/requested units; their warnings in `warnings`. */
  partial_orders: z.array(wavePartialOrderSchema),
  warnings: z.array(z.string()),
});
export type WaveResult = z.infer<typeof waveResultSchema>;

const orderPairSchema = z.object({
  order_ids: z.array(z.number()),
  order_numbers: z.array(z.string()),
  overlap_percentage: z.number(),
  shared_locations: z.number(),
});

export const waveRecommendationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('location_overlap'), description: z.string(), order_pairs: z.array(orderPairSchema) }),
  z.object({
    type: z.literal('zone_grouping'),
    description: z.string(),
    groups: z.array(z.object({ zone_id: z.number(), zone_name: z.string(), order_count: z.number() })),
  }),
]);
export type WaveRecommendation = z.infer<typeof waveRecommendationSchema>;

/** Analysis result. */
export const waveAnalysisSchema = z.object({
  total_orders: z.number(),
  recommendations: z.array(waveRecommendationSchema),
  analysis: z.object({
    location_overlap: z.record(z.string(), orderPairSchema),
    zone_distribution: z.record(
      z.string(),
      z.object({ zone_id: z.number(), zone_name: z.string(), order_ids: z.array(z.number()), order_count: z.number() }),
    ),
    priority_groups: z.record(z.string(), z.array(z.number())),
  }),
});
export type WaveAnalysis = z.infer<typeof waveAnalysisSchema>;

export const suggestedWaveSchema = z.object({
  wave_number: z.number(),
  order_ids: z.array(z.number()),
  order_numbers: z.array(z.string()),
  order_count: z.number(),
  total_items: z.number(),
  estimated_locations: z.number(),
  priority_range: z.object({ min: z.number(), max: z.number() }),
  customers: z.array(z.string()),
});
export type SuggestedWave = z.infer<typeof suggestedWaveSchema>;

/** Suggestions result. */
export const waveSuggestionsSchema = z.object({
  total_orders_analyzed: z.number(),
  suggested_wave_count: z.number(),
  efficiency_metrics: z.object({ average_orders_per_wave: z.number(), location_utilization: z.number() }),
  suggested_waves: z.array(suggestedWaveSchema),
});
export type WaveSuggestions = z.infer<typeof waveSuggestionsSchema>;

/** Stat cards: computed from waves and their picking; null when there is nothing to measure yet. */
export const waveStatsSchema = z.object({
  pending_orders: z.number(),
  active_waves: z.number(),
  completed_waves: z.number(),
  efficiency: z.number().nullable(),
  average_time: z.number().nullable(),
});
export type WaveStats = z.infer<typeof waveStatsSchema>;

export const waveSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  priority: z.number(),
  notes: z.string().nullable(),
  order_count: z.number(),
  list_count: z.number(),
  completed_lists: z.number(),
  estimated_time: z.number(),
  actual_time: z.number().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type WaveSummary = z.infer<typeof waveSummarySchema>;

export const waveRouteStepSchema = z.object({
  sequence: z.number(),
  location_code: z.string(),
  item_count: z.number(),
  total_quantity: z.number(),
  distance_from_previous: z.number(),
});

export const waveListSchema = z.object({
  id: z.number(),
  list_number: z.string(),
  status: z.string(),
  assigned_username: z.string().nullable(),
  order_numbers: z.array(z.string()),
  total_items: z.number(),
  completed_items: z.number(),
  total_units: z.number(),
  picked_units: z.number(),
  estimated_time: z.number(),
  route: z.object({ total_distance: z.number(), estimated_time: z.number(), steps: z.array(waveRouteStepSchema) }).nullable(),
});
export type WaveList = z.infer<typeof waveListSchema>;

export const waveDetailSchema = waveSummarySchema.extend({
  orders: z.array(
    z.object({
      id: z.number(),
      order_number: z.string(),
      customer_name: z.string(),
      status: z.string(),
      priority: z.number(),
      total_items: z.number(),
      /** Units reserved for the order in the wave's lists (below total_items: allocated in part). */
      allocated_units: z.number(),
      picked_units: z.number(),
      picking_list_id: z.number().nullable(),
    }),
  ),
  lists: z.array(waveListSchema),
});
export type WaveDetail = z.infer<typeof waveDetailSchema>;
