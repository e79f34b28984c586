export { $session, $token, decodeToken, isExpired, logout, onLogout, setToken, type Session } from './session';
export { $app, appOf, loadApp } from './app';
export { $profile, loadMe, saveProfile, savePassword } from './profile';
export { $subscription, loadSubscription, setSubscription } from './subscription';
export { $students, addStudent, editStudent, loadStudents, removeStudent, resetPassword, setLogin } from './students';
export { $grades, loadGrades } from './grades';
export { $bundles, loadBundles } from './bundles';
export { $regions, $regionsLoading, loadRegions } from './regions';
export { $canAddStudent, $overLimit, $planGate } from './plan';
