// Wrapped to register our navbar item type: the version dropdown of whichever docs area is being read.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AreaVersionDropdown from '@site/src/components/AreaVersionDropdown';

export default {
  ...ComponentTypes,
  'custom-areaVersionDropdown': AreaVersionDropdown,
};
