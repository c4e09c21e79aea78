import { z } from 'zod';

/** `/:id` of a route: a positive integer (DESIGN §8: ids in paths are integers). */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
