// docs/product/api.md Account: mySiteNotifications; notifications and push.
import './notifications';
