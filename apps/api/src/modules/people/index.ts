import './people';
