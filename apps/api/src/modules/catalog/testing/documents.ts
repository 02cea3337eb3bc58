/** GraphQL selections shared by the catalogue, lecturer, blog, discovery and search tests. */
export const ENVELOPE = 'code message success fieldErrors { field message }';
export const PAGE_INFO = 'pageInfo { page limit totalCount totalPages hasNext }';

export const PROGRAM_FIELDS = `id slug code arTitle enTitle title type level thumbnail language status publicationStatus
  originalPrice priceAfterDiscount averageRating totalNumberOfRatings totalRatings learningTime learningTimeUnit
  isLiveCourse addedToCart isAddedToCart assigned isEnrolled ACE_Certificate hasCertificate isCompleted createdAt`;

export const PROGRAM_DETAIL_FIELDS = `${PROGRAM_FIELDS} about enAbout arAbout summary enSummary arSummary enrolledUsersCount
  videosCount articlesCount liveSessionsCount lessonsCount sectionsCount quizzesCount promoVideo aceDaysToGetCertified approvedAt
  coursesCount workshopsCount
  lecturer { id slug fullName arFullName enFullName bio jobTitle { localizedName } user { fullName slug } }
  category { id slug name enName arName }
  sections { id title order lessonsCount videosCount articlesCount learningTimeInMinutes
    lessons { id title type isPreview order duration liveSessionStartAt } }
  programs { id slug type title }`;

export const COURSES = `query Courses($filter: LearningProgramFilterInput, $paginate: PaginateInput, $sort: LearningProgramSortInput) {
  courses(filter: $filter, paginate: $paginate, sort: $sort) { ${ENVELOPE} data { items { id slug title type } ${PAGE_INFO} } } }`;

/** A list selecting every batched relation: what the N+1 test measures. */
export const COURSES_DEEP = `query Courses($paginate: PaginateInput) {
  courses(paginate: $paginate) { ${ENVELOPE} data { items { ${PROGRAM_FIELDS} sectionsCount lessonsCount videosCount
    category { name learningProgramsCount } lecturer { fullName jobTitle { localizedName } courses { id } }
    coLecturers { fullName courses { id } }
    sections { title lessons { title } } upcomingLiveSessionStarts programs { id } coursesCount } ${PAGE_INFO} } } }`;

export const COURSE = `query Course($courseId: String, $slug: String) {
  course(courseId: $courseId, slug: $slug) { ${ENVELOPE} data { ${PROGRAM_DETAIL_FIELDS} } } }`;

export const DIPLOMA = `query Diploma($diplomaId: String, $slug: String) {
  diploma(diplomaId: $diplomaId, slug: $slug) { ${ENVELOPE} data { ${PROGRAM_DETAIL_FIELDS} } } }`;
