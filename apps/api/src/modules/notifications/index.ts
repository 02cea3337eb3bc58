// docs/product/api.md Account: mySiteNotifications; notifications and push.
import './notifications';
import './email-preferences';
import './whatsapp';
