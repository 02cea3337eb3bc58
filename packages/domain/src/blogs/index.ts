export * from './schemas';
export * from './blog-view';
export * from './list-blogs';
export * from './view-blog';
export * from './list-blog-categories-board';
export * from './load-blog-categories';
export * from './load-liked-blogs';
export * from './toggle-blog-likes';
