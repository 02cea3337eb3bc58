import { z } from 'zod';
import { paginateSchema, uuidField } from '../catalog/index';

/** `createCertification(input)`: the program the learner completed. */
export const createCertificationInputSchema = z.object({ learningProgramId: uuidField });
export const myCertificationsSchema = z.object({ paginate: paginateSchema });
