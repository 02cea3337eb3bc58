// Blogs (docs/product/api.md): lists, detail (counts views), categories board and likes.
import './blog-type';
import './blogs';
import './toggle-blog-like';
import './studio-blogs';
import './studio-blog-categories';
