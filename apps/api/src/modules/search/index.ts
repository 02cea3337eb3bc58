// allSearch (SPEC §7 Discovery, DESIGN §6).
import './search';
