import './moderation';
