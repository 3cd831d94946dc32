import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '../../shared/auth';
import { AppLayout } from './shell/app-layout';

// Shared with the signed-out routes (lazy there too, so each loads once).
const Features = lazy(() => import('./routes/features'));
const Support = lazy(() => import('./routes/support'));
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const NotFound = lazy(() => import('./routes/not-found'));

// Signed-in screens.
const Dashboard = lazy(() => import('./routes/dashboard'));
const Resources = lazy(() => import('./routes/resources'));
const Tracking = lazy(() => import('./routes/tracking'));
const Community = lazy(() => import('./routes/community'));
const CarePlans = lazy(() => import('./routes/care-plans'));
const CarePlanTemplates = lazy(() => import('./routes/care-plan-templates'));
const Wellness = lazy(() => import('./routes/wellness'));
const CognitiveActivities = lazy(() => import('./routes/cognitive-activities'));
const MemorySupport = lazy(() => import('./routes/memory-support'));
const Account = lazy(() => import('./routes/account'));
const Subscription = lazy(() => import('./routes/subscription'));
const FamilyAdmin = lazy(() => import('./routes/family-admin'));
const SystemStatus = lazy(() => import('./routes/system-status'));
const CareRecipient = lazy(() => import('./routes/care-recipient'));
const CareRecipientSetup = lazy(() => import('./routes/care-recipient-setup'));
const Invite = lazy(() => import('./routes/invite'));
const EmergencyProfile = lazy(() => import('./routes/emergency-profile'));
const CrisisAlerts = lazy(() => import('./routes/crisis-alerts'));
const CrisisAlert = lazy(() => import('./routes/crisis-alert'));
const Notifications = lazy(() => import('./routes/notifications'));
const Medications = lazy(() => import('./routes/medications'));
const MedicationsToday = lazy(() => import('./routes/medications-today'));
const MedicationEdit = lazy(() => import('./routes/medication-edit'));
const Appointments = lazy(() => import('./routes/appointments'));
const Appointment = lazy(() => import('./routes/appointment'));
const AppointmentEdit = lazy(() => import('./routes/appointment-edit'));
const Tasks = lazy(() => import('./routes/tasks'));
const Task = lazy(() => import('./routes/task'));
const TrackingReport = lazy(() => import('./routes/tracking-report'));

const toStaffSignIn = <Navigate to="/admin-login" replace />;
const toHome = <Navigate to="/" replace />;

/** Spec §2, caregiver: full access; any other path shows the 404 page. */
function CaregiverRoutes({ user }: { user: User }) {
  return (
    <AppLayout user={user}>
      <Routes>
        <Route path="/" element={<Dashboard />} />
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/resources" element={<Resources />} />
        <Route path="/tracking" element={<Tracking />} />
        <Route path="/medications" element={<Medications />} />
        <Route path="/medications/today" element={<MedicationsToday />} />
        <Route path="/medications/new" element={<MedicationEdit />} />
        <Route path="/medications/:id/edit" element={<MedicationEdit />} />
        <Route path="/tracking/report" element={<TrackingReport />} />
        <Route path="/appointments" element={<Appointments />} />
        <Route path="/appointments/new" element={<AppointmentEdit />} />
        <Route path="/appointments/:id" element={<Appointment />} />
        <Route path="/appointments/:id/edit" element={<AppointmentEdit />} />
        <Route path="/tasks" element={<Tasks />} />
        <Route path="/tasks/:id" element={<Task />} />
        <Route path="/community" element={<Community />} />
        <Route path="/care-plans" element={<CarePlans />} />
        <Route path="/care-plan-templates" element={<CarePlanTemplates />} />
        <Route path="/burnout-prevention" element={<Wellness />} />
        <Route path="/cognitive-activities" element={<CognitiveActivities />} />
        <Route path="/memory-support" element={<MemorySupport />} />
        <Route path="/features" element={<Features />} />
        <Route path="/account" element={<Account />} />
        <Route path="/notifications" element={<Notifications />} />
        <Route path="/subscription" element={<Subscription />} />
        <Route path="/support" element={<Support />} />
        <Route path="/privacy-policy" element={<PrivacyPolicy />} />
        <Route path="/admin" element={<FamilyAdmin />} />
        <Route path="/admin-panel" element={<FamilyAdmin />} />
        <Route path="/admin-test" element={<SystemStatus />} />
        <Route path="/care-recipient" element={<CareRecipient />} />
        <Route path="/care-recipient/setup" element={<CareRecipientSetup />} />
        <Route path="/emergency-profile" element={<EmergencyProfile />} />
        <Route path="/alerts" element={<CrisisAlerts />} />
        <Route path="/alerts/:id" element={<CrisisAlert />} />
        <Route path="/invite/:code" element={<Invite />} />
        <Route path="/stealth-admin" element={toStaffSignIn} />
        <Route path="/login" element={toHome} />
        <Route path="/register" element={toHome} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AppLayout>
  );
}

/** Spec §2, family member: home is memory support, and so is every other path. */
function FamilyRoutes({ user }: { user: User }) {
  return (
    <AppLayout user={user}>
      <Routes>
        <Route path="/" element={<MemorySupport />} />
        <Route path="/memory-support" element={<MemorySupport />} />
        <Route path="/features" element={<Features />} />
        <Route path="/cognitive-activities" element={<CognitiveActivities />} />
        <Route path="/community" element={<Community />} />
        <Route path="/resources" element={<Resources />} />
        <Route path="/care-plan-templates" element={<CarePlanTemplates />} />
        <Route path="/burnout-prevention" element={<Wellness />} />
        <Route path="/account" element={<Account />} />
        <Route path="/notifications" element={<Notifications />} />
        <Route path="/medications" element={<Medications />} />
        <Route path="/medications/today" element={<MedicationsToday />} />
        <Route path="/subscription" element={<Subscription />} />
        <Route path="/support" element={<Support />} />
        <Route path="/privacy-policy" element={<PrivacyPolicy />} />
        <Route path="/invite/:code" element={<Invite />} />
        {/* Safety is for every member (PRODUCT.md), beyond the spec's family list. */}
        <Route path="/emergency-profile" element={<EmergencyProfile />} />
        <Route path="/alerts" element={<CrisisAlerts />} />
        <Route path="/alerts/:id" element={<CrisisAlert />} />
        {/* "View care updates" (spec §2): the calendar and the task hub (decision 013). */}
        <Route path="/appointments" element={<Appointments />} />
        <Route path="/appointments/:id" element={<Appointment />} />
        <Route path="/tasks" element={<Tasks />} />
        <Route path="/tasks/:id" element={<Task />} />
        <Route path="*" element={<MemorySupport />} />
      </Routes>
    </AppLayout>
  );
}

/** The signed-in app: its own chunk, loaded only once someone has signed in (decision 016). */
export default function SignedInRoutes({ user }: { user: User }) {
  return user.role === 'caregiver' ? <CaregiverRoutes user={user} /> : <FamilyRoutes user={user} />;
}
