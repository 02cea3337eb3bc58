// docs/product/api.md Certificates (docs/product/learning.md).
import './certifications';
