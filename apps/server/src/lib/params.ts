import { z } from 'zod';
import { idField, messages } from '@app/shared';

/** `/:id` of a route: a row id within the column's range (DESIGN §8: ids in paths are integers). */
export const idParams = z.object({ id: idField(messages.pathIdInvalid) });
