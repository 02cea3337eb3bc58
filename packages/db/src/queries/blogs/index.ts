export * from './blog-categories';
export * from './blog-likes';
export * from './blogs';
export * from './blog-slugs';
