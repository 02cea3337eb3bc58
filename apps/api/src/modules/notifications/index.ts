// SPEC §7 Account: mySiteNotifications; issue 6 notifications and push.
import './notifications';
