// docs/product/api.md Media: getBunnyViewVideoCredentials (docs/product/learning.md).
import './video-credentials';
import './video-processing';
