// Discovery and community bits of docs/product/api.md: home explore, FAQs, policies, countries, taxonomies, contact.
import './explore';
import './faqs';
import './policies';
import './countries';
import './taxonomies';
import './contact';
import './studio-faqs';
import './studio-policies';
