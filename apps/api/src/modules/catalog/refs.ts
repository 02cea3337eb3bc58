import type {
  BlogCategoryWithCount,
  BlogView,
  CategoryView,
  LecturerView,
  LessonPreview,
  NamedView,
  ProgramView,
  SyllabusSection,
} from '@manara/domain';
import { builder } from '../../builder';

// Object types shared by the catalogue, lecturer, blog and discovery modules. Declared here and
// implemented in each module's *-type.ts, so modules can point at each other without import cycles.
export const ProgramRef = builder.objectRef<ProgramView>('LearningProgram');
export const CategoryRef = builder.objectRef<CategoryView>('Category');
export const SectionRef = builder.objectRef<SyllabusSection>('SyllabusSection');
export const LessonPreviewRef = builder.objectRef<LessonPreview>('LessonPreview');
export const LecturerRef = builder.objectRef<LecturerView>('Lecturer');
export const LecturerUserRef = builder.objectRef<LecturerView>('LecturerUser');
export const JobTitleRef = builder.objectRef<NamedView>('JobTitle');
export const FieldOfTrainingRef = builder.objectRef<NamedView>('FieldOfTraining');
export const BlogRef = builder.objectRef<BlogView>('Blog');
/** `blogsCount` is present on the board; elsewhere it is counted on demand. */
export const BlogCategoryRef = builder.objectRef<Omit<BlogCategoryWithCount, 'blogsCount'> & { blogsCount?: number }>(
  'BlogCategory',
);
