// SPEC §7 Media: getBunnyViewVideoCredentials (issue 5).
import './video-credentials';
