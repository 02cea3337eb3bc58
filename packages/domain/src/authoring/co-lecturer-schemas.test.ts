import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { createProgramSchema, updateProgramSchema } from './schemas';

const program = '5b0f6a38-2f7d-4c55-9f0e-8a3f1c0d9e11';
const ids = [
  '0b6c1c43-5a57-4c1e-9d3e-1f2a3b4c5d01',
  '0b6c1c43-5a57-4c1e-9d3e-1f2a3b4c5d02',
  '0b6c1c43-5a57-4c1e-9d3e-1f2a3b4c5d03',
  '0b6c1c43-5a57-4c1e-9d3e-1f2a3b4c5d04',
  '0b6c1c43-5a57-4c1e-9d3e-1f2a3b4c5d05',
];
const update = (coLecturerIds: unknown) => ({ programId: program, version: 3, changes: { coLecturerIds } });
const fieldErrorsOf = (input: unknown) => {
  try {
    parseInput(updateProgramSchema, input);
  } catch (error) {
    if (isAppError(error)) return error.fieldErrors;
  }
  throw new Error('expected VALIDATION_FAILED');
};

// A program's co-lecturers (decision 0076): the shape is checked here, the people in the database.
describe('co-lecturer ids', () => {
  it('takes up to four distinct ids in their order, lower-cased; [] clears, null leaves them', () => {
    const upper = ids[1]!.toUpperCase();
    expect(parseInput(updateProgramSchema, update([ids[3], upper, ids[0]])).changes.coLecturerIds).toEqual([
      ids[3],
      ids[1],
      ids[0],
    ]);
    expect(parseInput(updateProgramSchema, update(ids.slice(0, 4))).changes.coLecturerIds).toHaveLength(4);
    expect(parseInput(updateProgramSchema, update([])).changes.coLecturerIds).toEqual([]);
    expect(parseInput(updateProgramSchema, update(null)).changes.coLecturerIds).toBeUndefined();
    expect(parseInput(updateProgramSchema, { programId: program, version: 3, changes: {} }).changes).not.toHaveProperty(
      'coLecturerIds',
    );
  });

  it('refuses a fifth co-lecturer on the list itself', () => {
    expect(fieldErrorsOf(update(ids))).toEqual([
      { field: 'changes.coLecturerIds', messageKey: 'tooManyItems', params: { max: 4 } },
    ]);
  });

  it('names a repeated one by its place, however it is written', () => {
    expect(fieldErrorsOf(update([ids[0], ids[1], ids[0]!.toUpperCase()]))).toEqual([
      { field: 'changes.coLecturerIds.2', messageKey: 'coLecturerDuplicate', params: { position: 3 } },
    ]);
  });

  it('refuses what is not an id, each under its own place', () => {
    expect(fieldErrorsOf(update([ids[0], 'dr-mona', ids[1], '']))).toEqual([
      { field: 'changes.coLecturerIds.1', messageKey: 'invalid' },
      { field: 'changes.coLecturerIds.3', messageKey: 'invalid' },
    ]);
  });

  it('are taken when a program is created too', () => {
    const input = { type: 'COURSE', arTitle: 'دورة', enTitle: 'Course', coLecturerIds: [ids[0]] };
    expect(parseInput(createProgramSchema, input).coLecturerIds).toEqual([ids[0]]);
    expect(parseInput(createProgramSchema, { ...input, coLecturerIds: undefined }).coLecturerIds).toBeUndefined();
  });
});
