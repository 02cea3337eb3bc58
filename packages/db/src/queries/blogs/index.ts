export * from './blog-categories';
export * from './blog-likes';
export * from './blogs';
