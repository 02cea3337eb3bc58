import { fieldsOfTraining, jobTitles } from '../../schema/index';
import type { KindInput } from '../schemas/index';
import type { ContentKind, ImportContext, RawRecord } from '../types';
import { writeBlog } from './write-blog';
import { writeDiploma } from './write-diploma';
import { writeLecturer } from './write-lecturer';
import { writeFaq, writeMedia, writePolicy } from './write-misc';
import { writeProgram } from './write-program';
import { namedItemWriter, writeBlogCategory, writeCategory, writeCountry } from './write-taxonomy';

export type Writer<K extends ContentKind> = (ctx: ImportContext, input: KindInput<K>, raw: RawRecord) => Promise<void>;

export const writers: { [K in ContentKind]: Writer<K> } = {
  media: writeMedia,
  countries: writeCountry,
  categories: writeCategory,
  blogCategories: writeBlogCategory,
  fieldsOfTraining: namedItemWriter(fieldsOfTraining),
  jobTitles: namedItemWriter(jobTitles),
  lecturers: writeLecturer,
  programs: writeProgram,
  diplomas: writeDiploma,
  blogs: writeBlog,
  faqs: writeFaq,
  policies: writePolicy,
};
