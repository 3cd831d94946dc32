import { StaffConsole } from './staff-console.part';
import { StaffDesk } from './staff-desk';

/** /staff: the staff console's home, the care specialists' desk. */
export default function StaffDeskScreen() {
  return (
    <StaffConsole
      title="Staff desk"
      right="desk.read"
      signedOutLead="Please sign in with a staff account to see the desk."
    >
      {() => <StaffDesk />}
    </StaffConsole>
  );
}
