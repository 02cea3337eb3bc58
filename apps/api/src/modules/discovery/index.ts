// Discovery and community bits of SPEC §7: home explore, FAQs, policies, countries, taxonomies, contact.
import './explore';
import './faqs';
import './policies';
import './countries';
import './taxonomies';
import './contact';
