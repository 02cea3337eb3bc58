/** The post form's values, as typed (decision 0067); tags as one line each language, comma-separated. */
export interface BlogFormValues {
  arTitle: string;
  enTitle: string;
  arSummary: string;
  enSummary: string;
  arContent: string;
  enContent: string;
  arSeoTitle: string;
  enSeoTitle: string;
  arSeoDescription: string;
  enSeoDescription: string;
  slug: string;
  thumbnail: string;
  altText: string;
  categoryId: string;
  lecturerId: string;
  arTags: string;
  enTags: string;
}

export const emptyBlogForm: BlogFormValues = {
  arTitle: '',
  enTitle: '',
  arSummary: '',
  enSummary: '',
  arContent: '',
  enContent: '',
  arSeoTitle: '',
  enSeoTitle: '',
  arSeoDescription: '',
  enSeoDescription: '',
  slug: '',
  thumbnail: '',
  altText: '',
  categoryId: '',
  lecturerId: '',
  arTags: '',
  enTags: '',
};

type Stored = Omit<BlogFormValues, 'thumbnail' | 'lecturerId' | 'arTags' | 'enTags'> & {
  thumbnail: string | null;
  lecturerId: string | null;
  arTags: readonly string[];
  enTags: readonly string[];
};

export function blogFormOf(blog: Stored): BlogFormValues {
  const values = Object.fromEntries(Object.keys(emptyBlogForm).map((key) => [key, blog[key as keyof Stored] ?? '']));
  return {
    ...(values as unknown as BlogFormValues),
    arTags: blog.arTags.join('، '),
    enTags: blog.enTags.join(', '),
  };
}

/** Tags typed with Latin or Arabic commas; blanks and repeats dropped. */
export function readTags(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(/[,،]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** What the API takes. */
export function blogInputOf(values: BlogFormValues) {
  return {
    ...values,
    slug: values.slug.trim() || null,
    thumbnail: values.thumbnail || null,
    lecturerId: values.lecturerId || null,
    arTags: readTags(values.arTags),
    enTags: readTags(values.enTags),
  };
}
